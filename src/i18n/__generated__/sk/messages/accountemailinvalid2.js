/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailinvalid2Inputs */

const sk_accountemailinvalid2 = /** @type {(inputs: Accountemailinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrdzovací odkaz je neplatný`)
};

/**

* @param {Accountemailinvalid2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountemailinvalid2 = sk_accountemailinvalid2;
export { accountemailinvalid2 as "accountEmailInvalid" }