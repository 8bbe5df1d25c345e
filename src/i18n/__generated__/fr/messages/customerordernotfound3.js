/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordernotfound3Inputs */

const fr_customerordernotfound3 = /** @type {(inputs: Customerordernotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé cette commande dans votre compte.`)
};

/**

* @param {Customerordernotfound3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerordernotfound3 = fr_customerordernotfound3;
export { customerordernotfound3 as "customerOrderNotFound" }