/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailinvalid2Inputs */

const fr_accountemailinvalid2 = /** @type {(inputs: Accountemailinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien de confirmation n’est pas valable`)
};

/**

* @param {Accountemailinvalid2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountemailinvalid2 = fr_accountemailinvalid2;
export { accountemailinvalid2 as "accountEmailInvalid" }