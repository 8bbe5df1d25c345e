/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileinvoicestext3Inputs */

const cs_customertileinvoicestext3 = /** @type {(inputs: Customertileinvoicestext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faktury, splátky a nezaplacené platby`)
};

/**

* @param {Customertileinvoicestext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customertileinvoicestext3 = cs_customertileinvoicestext3;
export { customertileinvoicestext3 as "customerTileInvoicesText" }