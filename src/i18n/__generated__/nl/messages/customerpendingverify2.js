/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpendingverify2Inputs */

const nl_customerpendingverify2 = /** @type {(inputs: Customerpendingverify2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De bevestigingsmail is verstuurd`)
};

/**

* @param {Customerpendingverify2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerpendingverify2 = nl_customerpendingverify2;
export { customerpendingverify2 as "customerPendingVerify" }