/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordersempty2Inputs */

const de_ch2_customerordersempty2 = /** @type {(inputs: Customerordersempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In den letzten 12 Monaten haben Sie nichts bestellt.`)
};

/**

* @param {Customerordersempty2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerordersempty2 = de_ch2_customerordersempty2;
export { customerordersempty2 as "customerOrdersEmpty" }