/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribelead2Inputs */

const fr_newslettersubscribelead2 = /** @type {(inputs: Newslettersubscribelead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrez en premier les tendances, offres et promotions. Vous recevrez votre bon de 10 € après avoir confirmé votre inscription.`)
};

/**

* @param {Newslettersubscribelead2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newslettersubscribelead2 = fr_newslettersubscribelead2;
export { newslettersubscribelead2 as "newsletterSubscribeLead" }