/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpendingverify2Inputs */

const de_customerpendingverify2 = /** @type {(inputs: Customerpendingverify2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestätigungs-E-Mail wurde versendet`)
};

/**

* @param {Customerpendingverify2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerpendingverify2 = de_customerpendingverify2;
export { customerpendingverify2 as "customerPendingVerify" }