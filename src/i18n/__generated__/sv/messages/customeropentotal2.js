/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeropentotal2Inputs */

const sv_customeropentotal2 = /** @type {(inputs: Customeropentotal2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obetalt totalt:`)
};

/**

* @param {Customeropentotal2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customeropentotal2 = sv_customeropentotal2;
export { customeropentotal2 as "customerOpenTotal" }