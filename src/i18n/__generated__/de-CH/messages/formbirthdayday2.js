/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdayday2Inputs */

const de_ch2_formbirthdayday2 = /** @type {(inputs: Formbirthdayday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tag`)
};

/**

* @param {Formbirthdayday2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const formbirthdayday2 = de_ch2_formbirthdayday2;
export { formbirthdayday2 as "formBirthdayDay" }