/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutloggedin2Inputs */

const fr_checkoutloggedin2 = /** @type {(inputs: Checkoutloggedin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes connecté(e). Nous avons repris l’adresse de livraison de votre compte client.`)
};

/**

* @param {Checkoutloggedin2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutloggedin2 = fr_checkoutloggedin2;
export { checkoutloggedin2 as "checkoutLoggedIn" }