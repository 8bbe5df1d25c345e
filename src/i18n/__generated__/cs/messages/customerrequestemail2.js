/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerrequestemail2Inputs */

const cs_customerrequestemail2 = /** @type {(inputs: Customerrequestemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyžádat potvrzovací e-mail`)
};

/**

* @param {Customerrequestemail2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerrequestemail2 = cs_customerrequestemail2;
export { customerrequestemail2 as "customerRequestEmail" }