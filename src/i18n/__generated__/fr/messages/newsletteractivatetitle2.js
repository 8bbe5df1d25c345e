/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivatetitle2Inputs */

const fr_newsletteractivatetitle2 = /** @type {(inputs: Newsletteractivatetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer l’inscription à la newsletter`)
};

/**

* @param {Newsletteractivatetitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletteractivatetitle2 = fr_newsletteractivatetitle2;
export { newsletteractivatetitle2 as "newsletterActivateTitle" }