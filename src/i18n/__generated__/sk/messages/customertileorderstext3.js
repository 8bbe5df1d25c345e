/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileorderstext3Inputs */

const sk_customertileorderstext3 = /** @type {(inputs: Customertileorderstext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše objednávky za posledných 12 mesiacov a Vaše vrátenia`)
};

/**

* @param {Customertileorderstext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customertileorderstext3 = sk_customertileorderstext3;
export { customertileorderstext3 as "customerTileOrdersText" }