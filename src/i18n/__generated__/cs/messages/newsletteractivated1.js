/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivated1Inputs */

const cs_newsletteractivated1 = /** @type {(inputs: Newsletteractivated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přihlášení proběhlo úspěšně`)
};

/**

* @param {Newsletteractivated1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletteractivated1 = cs_newsletteractivated1;
export { newsletteractivated1 as "newsletterActivated" }