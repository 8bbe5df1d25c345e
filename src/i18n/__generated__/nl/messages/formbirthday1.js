/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthday1Inputs */

const nl_formbirthday1 = /** @type {(inputs: Formbirthday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geboortedatum`)
};

/**

* @param {Formbirthday1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const formbirthday1 = nl_formbirthday1;
export { formbirthday1 as "formBirthday" }