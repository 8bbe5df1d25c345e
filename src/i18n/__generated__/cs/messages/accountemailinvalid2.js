/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailinvalid2Inputs */

const cs_accountemailinvalid2 = /** @type {(inputs: Accountemailinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrzovací odkaz je neplatný`)
};

/**

* @param {Accountemailinvalid2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountemailinvalid2 = cs_accountemailinvalid2;
export { accountemailinvalid2 as "accountEmailInvalid" }