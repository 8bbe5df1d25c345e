/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnregistered2Inputs */

const sk_customerreturnregistered2 = /** @type {(inputs: Customerreturnregistered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nahlásené`)
};

/**

* @param {Customerreturnregistered2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerreturnregistered2 = sk_customerreturnregistered2;
export { customerreturnregistered2 as "customerReturnRegistered" }