/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertoservice2Inputs */

const sk_customertoservice2 = /** @type {(inputs: Customertoservice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na zákaznícky servis`)
};

/**

* @param {Customertoservice2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customertoservice2 = sk_customertoservice2;
export { customertoservice2 as "customerToService" }