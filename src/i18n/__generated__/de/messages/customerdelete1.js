/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdelete1Inputs */

const de_customerdelete1 = /** @type {(inputs: Customerdelete1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto löschen`)
};

/**

* @param {Customerdelete1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerdelete1 = de_customerdelete1;
export { customerdelete1 as "customerDelete" }