/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportoptoutsending3Inputs */

const de_ch2_supportoptoutsending3 = /** @type {(inputs: Supportoptoutsending3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Widerspruch wird übermittelt …`)
};

/**

* @param {Supportoptoutsending3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const supportoptoutsending3 = de_ch2_supportoptoutsending3;
export { supportoptoutsending3 as "supportOptOutSending" }