/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcancel1Inputs */

const de_ch2_basketcancel1 = /** @type {(inputs: Basketcancel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbrechen`)
};

/**

* @param {Basketcancel1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketcancel1 = de_ch2_basketcancel1;
export { basketcancel1 as "basketCancel" }