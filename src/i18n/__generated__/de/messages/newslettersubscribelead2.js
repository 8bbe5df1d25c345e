/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribelead2Inputs */

const de_newslettersubscribelead2 = /** @type {(inputs: Newslettersubscribelead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trends, Angebote und Aktionen zuerst erfahren. Ihren 10 € Gutschein erhalten Sie nach der Bestätigung Ihrer Anmeldung.`)
};

/**

* @param {Newslettersubscribelead2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newslettersubscribelead2 = de_newslettersubscribelead2;
export { newslettersubscribelead2 as "newsletterSubscribeLead" }