/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankstitle1Inputs */

const de_thankstitle1 = /** @type {(inputs: Thankstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank für Ihre Bestellung`)
};

/**

* @param {Thankstitle1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const thankstitle1 = de_thankstitle1;
export { thankstitle1 as "thanksTitle" }