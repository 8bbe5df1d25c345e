/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthday1Inputs */

const cs_formbirthday1 = /** @type {(inputs: Formbirthday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum narození`)
};

/**

* @param {Formbirthday1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const formbirthday1 = cs_formbirthday1;
export { formbirthday1 as "formBirthday" }