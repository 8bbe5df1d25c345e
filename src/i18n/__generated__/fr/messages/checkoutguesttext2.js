/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutguesttext2Inputs */

const fr_checkoutguesttext2 = /** @type {(inputs: Checkoutguesttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commandez sans compte client. Il nous faut seulement votre adresse et votre e-mail pour la confirmation de commande.`)
};

/**

* @param {Checkoutguesttext2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutguesttext2 = fr_checkoutguesttext2;
export { checkoutguesttext2 as "checkoutGuestText" }