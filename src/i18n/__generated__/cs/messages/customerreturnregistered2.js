/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnregistered2Inputs */

const cs_customerreturnregistered2 = /** @type {(inputs: Customerreturnregistered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nahlášena`)
};

/**

* @param {Customerreturnregistered2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerreturnregistered2 = cs_customerreturnregistered2;
export { customerreturnregistered2 as "customerReturnRegistered" }