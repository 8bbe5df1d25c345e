/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailinvalidtext3Inputs */

const sv_accountemailinvalidtext3 = /** @type {(inputs: Accountemailinvalidtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vi har automatiskt skickat en ny länk till dig. Titta i din inkorg.`)
};

/**

* @param {Accountemailinvalidtext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountemailinvalidtext3 = sv_accountemailinvalidtext3;
export { accountemailinvalidtext3 as "accountEmailInvalidText" }