/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertilebalance2Inputs */

const sk_customertilebalance2 = /** @type {(inputs: Customertilebalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zostatok`)
};

/**

* @param {Customertilebalance2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customertilebalance2 = sk_customertilebalance2;
export { customertilebalance2 as "customerTileBalance" }