/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdelete1Inputs */

const sv_customerdelete1 = /** @type {(inputs: Customerdelete1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Radera konto`)
};

/**

* @param {Customerdelete1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerdelete1 = sv_customerdelete1;
export { customerdelete1 as "customerDelete" }