/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewloginfirst2Inputs */

const sv_reviewloginfirst2 = /** @type {(inputs: Reviewloginfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logga in för att skriva ett omdöme. Endast kunder kan betygsätta artiklar.`)
};

/**

* @param {Reviewloginfirst2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewloginfirst2 = sv_reviewloginfirst2;
export { reviewloginfirst2 as "reviewLoginFirst" }