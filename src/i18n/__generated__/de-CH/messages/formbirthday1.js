/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthday1Inputs */

const de_ch2_formbirthday1 = /** @type {(inputs: Formbirthday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geburtsdatum`)
};

/**

* @param {Formbirthday1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const formbirthday1 = de_ch2_formbirthday1;
export { formbirthday1 as "formBirthday" }