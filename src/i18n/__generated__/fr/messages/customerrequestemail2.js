/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerrequestemail2Inputs */

const fr_customerrequestemail2 = /** @type {(inputs: Customerrequestemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recevoir l’e-mail de confirmation`)
};

/**

* @param {Customerrequestemail2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerrequestemail2 = fr_customerrequestemail2;
export { customerrequestemail2 as "customerRequestEmail" }