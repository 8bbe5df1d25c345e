/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribelead2Inputs */

const sv_newslettersubscribelead2 = /** @type {(inputs: Newslettersubscribelead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Få veta om trender, erbjudanden och kampanjer först. Din värdekod på 10 € får du när du har bekräftat din anmälan.`)
};

/**

* @param {Newslettersubscribelead2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newslettersubscribelead2 = sv_newslettersubscribelead2;
export { newslettersubscribelead2 as "newsletterSubscribeLead" }