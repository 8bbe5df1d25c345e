/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksnoorder2Inputs */

const fr_thanksnoorder2 = /** @type {(inputs: Thanksnoorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune commande n’est associée à votre visite.`)
};

/**

* @param {Thanksnoorder2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thanksnoorder2 = fr_thanksnoorder2;
export { thanksnoorder2 as "thanksNoOrder" }