/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpendingverify2Inputs */

const cs_customerpendingverify2 = /** @type {(inputs: Customerpendingverify2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrzovací e-mail byl odeslán`)
};

/**

* @param {Customerpendingverify2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerpendingverify2 = cs_customerpendingverify2;
export { customerpendingverify2 as "customerPendingVerify" }