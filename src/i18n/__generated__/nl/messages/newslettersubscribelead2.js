/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribelead2Inputs */

const nl_newslettersubscribelead2 = /** @type {(inputs: Newslettersubscribelead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontdek trends, aanbiedingen en acties als eerste. Je tegoedbon van € 10 ontvang je zodra je je aanmelding hebt bevestigd.`)
};

/**

* @param {Newslettersubscribelead2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newslettersubscribelead2 = nl_newslettersubscribelead2;
export { newslettersubscribelead2 as "newsletterSubscribeLead" }