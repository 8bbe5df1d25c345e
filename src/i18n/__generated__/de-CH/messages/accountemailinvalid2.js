/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailinvalid2Inputs */

const de_ch2_accountemailinvalid2 = /** @type {(inputs: Accountemailinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Bestätigungslink ist ungültig`)
};

/**

* @param {Accountemailinvalid2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountemailinvalid2 = de_ch2_accountemailinvalid2;
export { accountemailinvalid2 as "accountEmailInvalid" }