/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewloginfirst2Inputs */

const de_ch2_reviewloginfirst2 = /** @type {(inputs: Reviewloginfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte melden Sie sich an, um eine Bewertung zu schreiben. Nur Kundinnen und Kunden können Artikel bewerten.`)
};

/**

* @param {Reviewloginfirst2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewloginfirst2 = de_ch2_reviewloginfirst2;
export { reviewloginfirst2 as "reviewLoginFirst" }