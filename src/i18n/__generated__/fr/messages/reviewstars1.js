/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewstars1Inputs */

const fr_reviewstars1 = /** @type {(inputs: Reviewstars1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} étoile`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} étoiles`);
	return /** @type {LocalizedString} */ ("reviewStars");
};

/**

* @param {Reviewstars1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewstars1 = fr_reviewstars1;
export { reviewstars1 as "reviewStars" }