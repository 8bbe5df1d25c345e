/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileorderstext3Inputs */

const cs_customertileorderstext3 = /** @type {(inputs: Customertileorderstext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše objednávky za posledních 12 měsíců a Vaše vratky`)
};

/**

* @param {Customertileorderstext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customertileorderstext3 = cs_customertileorderstext3;
export { customertileorderstext3 as "customerTileOrdersText" }