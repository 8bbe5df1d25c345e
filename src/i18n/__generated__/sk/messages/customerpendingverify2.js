/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpendingverify2Inputs */

const sk_customerpendingverify2 = /** @type {(inputs: Customerpendingverify2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrdzovací e-mail bol odoslaný`)
};

/**

* @param {Customerpendingverify2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerpendingverify2 = sk_customerpendingverify2;
export { customerpendingverify2 as "customerPendingVerify" }