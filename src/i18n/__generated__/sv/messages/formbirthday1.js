/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthday1Inputs */

const sv_formbirthday1 = /** @type {(inputs: Formbirthday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Födelsedatum`)
};

/**

* @param {Formbirthday1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const formbirthday1 = sv_formbirthday1;
export { formbirthday1 as "formBirthday" }