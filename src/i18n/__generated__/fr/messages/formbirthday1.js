/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthday1Inputs */

const fr_formbirthday1 = /** @type {(inputs: Formbirthday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de naissance`)
};

/**

* @param {Formbirthday1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const formbirthday1 = fr_formbirthday1;
export { formbirthday1 as "formBirthday" }