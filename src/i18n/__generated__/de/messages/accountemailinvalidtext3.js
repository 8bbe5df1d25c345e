/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailinvalidtext3Inputs */

const de_accountemailinvalidtext3 = /** @type {(inputs: Accountemailinvalidtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben Ihnen automatisch einen neuen Link gesendet. Bitte prüfen Sie Ihr Postfach.`)
};

/**

* @param {Accountemailinvalidtext3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountemailinvalidtext3 = de_accountemailinvalidtext3;
export { accountemailinvalidtext3 as "accountEmailInvalidText" }