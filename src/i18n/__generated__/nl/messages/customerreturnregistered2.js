/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnregistered2Inputs */

const nl_customerreturnregistered2 = /** @type {(inputs: Customerreturnregistered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aangemeld`)
};

/**

* @param {Customerreturnregistered2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerreturnregistered2 = nl_customerreturnregistered2;
export { customerreturnregistered2 as "customerReturnRegistered" }