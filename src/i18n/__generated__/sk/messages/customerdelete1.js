/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdelete1Inputs */

const sk_customerdelete1 = /** @type {(inputs: Customerdelete1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zrušiť účet`)
};

/**

* @param {Customerdelete1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerdelete1 = sk_customerdelete1;
export { customerdelete1 as "customerDelete" }