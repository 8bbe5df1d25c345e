/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileinvoicestext3Inputs */

const sk_customertileinvoicestext3 = /** @type {(inputs: Customertileinvoicestext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faktúry, splátky a nezaplatené platby`)
};

/**

* @param {Customertileinvoicestext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customertileinvoicestext3 = sk_customertileinvoicestext3;
export { customertileinvoicestext3 as "customerTileInvoicesText" }