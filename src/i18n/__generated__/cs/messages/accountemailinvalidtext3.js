/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailinvalidtext3Inputs */

const cs_accountemailinvalidtext3 = /** @type {(inputs: Accountemailinvalidtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automaticky jsme Vám poslali nový odkaz. Zkontrolujte prosím svou schránku.`)
};

/**

* @param {Accountemailinvalidtext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountemailinvalidtext3 = cs_accountemailinvalidtext3;
export { accountemailinvalidtext3 as "accountEmailInvalidText" }