/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpendingverify2Inputs */

const sv_customerpendingverify2 = /** @type {(inputs: Customerpendingverify2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bekräftelsemejlet har skickats`)
};

/**

* @param {Customerpendingverify2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerpendingverify2 = sv_customerpendingverify2;
export { customerpendingverify2 as "customerPendingVerify" }