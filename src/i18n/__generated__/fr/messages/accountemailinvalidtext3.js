/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailinvalidtext3Inputs */

const fr_accountemailinvalidtext3 = /** @type {(inputs: Accountemailinvalidtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous avons automatiquement envoyé un nouveau lien. Veuillez consulter votre boîte de réception.`)
};

/**

* @param {Accountemailinvalidtext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountemailinvalidtext3 = fr_accountemailinvalidtext3;
export { accountemailinvalidtext3 as "accountEmailInvalidText" }