/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewstars1Inputs */

const de_reviewstars1 = /** @type {(inputs: Reviewstars1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Stern`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Sterne`);
	return /** @type {LocalizedString} */ ("reviewStars");
};

/**

* @param {Reviewstars1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewstars1 = de_reviewstars1;
export { reviewstars1 as "reviewStars" }