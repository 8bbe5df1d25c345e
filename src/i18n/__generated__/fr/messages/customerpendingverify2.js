/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpendingverify2Inputs */

const fr_customerpendingverify2 = /** @type {(inputs: Customerpendingverify2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’e-mail de confirmation a été envoyé`)
};

/**

* @param {Customerpendingverify2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerpendingverify2 = fr_customerpendingverify2;
export { customerpendingverify2 as "customerPendingVerify" }