/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpendingverify2Inputs */

const de_ch2_customerpendingverify2 = /** @type {(inputs: Customerpendingverify2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestätigungs-E-Mail wurde versendet`)
};

/**

* @param {Customerpendingverify2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerpendingverify2 = de_ch2_customerpendingverify2;
export { customerpendingverify2 as "customerPendingVerify" }