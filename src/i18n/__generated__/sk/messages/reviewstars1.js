/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewstars1Inputs */

const sk_reviewstars1 = /** @type {(inputs: Reviewstars1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} hviezdička`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} hviezdičky`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} hviezdičky`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} hviezdičiek`);
	return /** @type {LocalizedString} */ ("reviewStars");
};

/**

* @param {Reviewstars1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewstars1 = sk_reviewstars1;
export { reviewstars1 as "reviewStars" }